def build():
    pass
