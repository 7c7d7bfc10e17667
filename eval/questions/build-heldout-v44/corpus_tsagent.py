"""placeholder"""
def build():
    pass
